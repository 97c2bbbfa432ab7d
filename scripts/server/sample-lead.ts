/*
 * A complete vehicle enquiry as a shopper's page sends it in userData to POST /api/leads: the one sample the API
 * tests and the benches (the soak's shoppers and flood) post, so a change to what a lead carries is made once.
 */
export const SAMPLE_ENQUIRY = {
  form: 'enquiry',
  category: 'Vehicle Enquiry',
  subcategory: 'Enquiry',
  name: 'Jane Citizen',
  email: 'jane@example.com',
  phone: '0412 345 678',
  message: 'Is it still available?',
  opt_in: true,
  car_id: '101',
  stock_number: 'S101',
  'Vehicle Make': 'Toyota',
  'Vehicle Model': 'Corolla',
  car_type: 'used',
  vehicle_status: 'in_stock',
  dealership_slug: 'demo-motors',
  manufacturer_slug: null,
  car_dealership_id: '7',
  url: 'http://localhost/cars/x/',
  source: 'vehicle-page',
  user_agent: 'vitest',
  lead_attributes: { visited_pages: ['/', '/cars/x/'], linked_query_params: { utm_source: 'google' } },
};
