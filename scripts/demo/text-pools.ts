/** Sentences and lists the demo cars draw their descriptive text from. */
export const COMMENT_SENTENCES = [
  'One owner with a full dealer service history.',
  'Drives beautifully and has been fully detailed inside and out.',
  'Comes with a 3-year mechanical warranty for total peace of mind.',
  'Finance available on the spot, trade-ins welcome.',
  'Call now to book your test drive before it is gone!',
  'Fresh service and new tyres fitted before delivery.',
  'Plenty of room for the family and all the gear.',
  'Ask us about our <b>nationwide delivery</b> options.',
  'Low kilometres for the year and in immaculate condition.',
  'Includes roadworthy certificate and registration.',
];

export const FEATURES = [
  'Adaptive Cruise Control',
  'Apple CarPlay',
  'Android Auto',
  'Reversing Camera',
  'Blind Spot Monitor',
  'Lane Keep Assist',
  'Autonomous Emergency Braking',
  'Keyless Entry',
  'Push Button Start',
  'Dual Zone Climate Control',
  'Heated Front Seats',
  'Leather Upholstery',
  'Alloy Wheels',
  'LED Headlights',
  'Parking Sensors Front and Rear',
  'Satellite Navigation',
  'Wireless Phone Charger',
  'Power Tailgate',
  'Rain Sensing Wipers',
  'Tow Bar',
];

export const FEATURED_EQUIPMENT = [
  '360 Degree Camera',
  'Head Up Display',
  'Panoramic Sunroof',
  'Premium Sound System',
  'Digital Instrument Cluster',
  'Roof Rails',
];
export const SPEC_EQUIPMENT = [
  'ABS Brakes',
  'Electronic Stability Control',
  'Traction Control',
  '7 Airbags',
  'Hill Start Assist',
  'Trailer Sway Control',
  'Power Steering',
];
export const SUMMARY_EQUIPMENT = ['5 Year Warranty', 'Capped Price Servicing', 'Roadside Assistance', '5 Star ANCAP Safety Rating'];
export const USED_CAR_CHECKS = ['Roadworthy certificate', 'PPSR clear (not written off, no finance owing)', '150-point inspection', 'Odometer verified'];
export const CARAVAN_FEATURES = [
  'Solar Panels',
  'Lithium Battery',
  'Ensuite Shower and Toilet',
  'Washing Machine',
  'Roll-out Awning',
  'Gas and Electric Hot Water',
  'Diesel Heater',
  'External Kitchen',
  'Queen Bed',
  'Reverse Cycle Air Conditioning',
  'TV Antenna',
  'Water Tanks 2 x 95L',
];
