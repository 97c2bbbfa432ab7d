/*
 * Default Markdown for content pages, used when the dealer gives none (config.pages or dealers/<slug>/pages/*.md).
 * {name} and {phone} are filled with the dealer's name and main phone number.
 */
export const PAGE_DEFAULTS: Record<string, string> = {
  '/about-us': `{name} has been helping local drivers find the right vehicle for years. Our team looks after sales, finance, servicing and parts under one roof, and we treat every customer the way we would like to be treated.\n\nVisit one of our locations or call us on {phone}.`,
  '/contact': `Our team is here to help with sales, finance, servicing and parts. Call us on {phone}, or visit one of the locations below.`,
  '/fleet': `{name} supplies vehicles to businesses of every size. Our fleet team offers volume pricing, finance and servicing packages, and one contact for your whole fleet.\n\nCall {phone} to talk to our fleet manager.`,
  '/terms-and-conditions': `## Website terms\n\nThe information on this website is provided by {name} in good faith. Prices, specifications and availability may change without notice and should be confirmed with us before purchase.\n\n## Pricing\n\nAll prices are in Australian dollars. Drive-away prices include on-road costs unless stated otherwise. Images may show optional equipment.\n\n## Finance\n\nFinance figures are estimates only and do not constitute an offer of credit. Fees, charges and lending criteria apply.`,
  '/privacy-policy': `{name} respects your privacy. We collect the personal information you give us (such as your name, email and phone number) to answer your enquiry, arrange test drives, services and finance, and to keep you informed if you agree.\n\nWe do not sell your information. You may ask for a copy of the information we hold about you, or for it to be corrected, by calling {phone}.`,
  '/service': `Keep your vehicle running at its best with factory-trained technicians and genuine parts. Book a service online or call our service department on {phone}.\n\n- Log-book servicing that keeps your new-car warranty\n- Courtesy transport on request\n- Tyres, brakes, batteries and air-conditioning`,
  '/vehicle-parts-and-accessories': `Genuine parts and accessories for your vehicle, fitted by our team or ready to collect. Call our parts department on {phone} or search our parts below.`,
  '/parts/search': `Tell us the part you need and your vehicle's make, model and year, and our parts team will confirm price and availability. Call {phone}.`,
  '/warranty': `Every vehicle we sell comes with peace of mind. New vehicles carry the manufacturer's warranty, and eligible used vehicles come with a 3-year mechanical warranty.\n\nAsk our team for the terms that apply to your vehicle.`,
  '/roadside-assist': `Roadside assistance is available around the clock for eligible vehicles. If you break down, call the number in your roadside assistance booklet, or call us on {phone} during business hours.`,
  '/finance': `Finance your next vehicle with {name}. Our finance team compares lenders to find a loan that suits your budget, and can often approve you in hours.`,
  '/finance-enquiry': `Send us your details and our finance team will contact you with options that suit your budget.`,
  '/apply-for-finance': `Apply for finance online in a few minutes. Our finance team will call you to confirm the details.`,
  '/finance-pre-approval': `Get pre-approved before you shop, so you know exactly what you can spend. Applying does not commit you to a loan.`,
  '/trade-in': `Trading in? Tell us about your vehicle and we will give you a fair market valuation. Trade-in estimates are generally not given for cars over 7 years old or with more than 100,000 km.`,
  '/sell-my-car': `We want your car! We buy all types of cars, and our high turnover means we can pay more. Tell us about your vehicle and get an offer.`,
  '/sell-your-car': `We want your car! We buy all types of cars, and our high turnover means we can pay more. Tell us about your vehicle and get an offer.`,
  '/cars/trade-in': `Tell us about the vehicle you want to trade in and we will value it against the car you are looking at.`,
  '/book-test-drive': `Choose a vehicle and a time that suits you, and we will have it ready. Call {phone} to book straight away.`,
  '/spin-to-win': `Spin the wheel for a chance to win a prize from {name}. Sign in to take your spin. Terms and conditions apply.`,
  '/online-payment': `Make a secure payment to {name}. Sign in to continue.`,
  '/checkout-journey': `Buy your next vehicle online: reserve it, arrange finance and trade-in, and choose delivery or collection.`,
  '/personalised/finance': `Your personalised finance quote, based on your details and the vehicle you chose.`,
  '/eofy': `## End of financial year sale\n\nDrive away in a new vehicle before 30 June with our best offers of the year. Browse our stock or talk to our team on {phone}.`,
  '/watchlist': `Cars you have saved appear here. Sign in on any device to see the same list.`,
  '/models': `Explore the range. Pick a model to see the vehicles we have in stock.`,
  '/twg-cars': `Our car dealerships represent the country's leading brands, with new, demo and used vehicles at locations from Cairns to Hobart.`,
  '/twg-rental': `Short and long-term vehicle rental for individuals and businesses, from cars to trucks.`,
  '/twg-tyres': `Tyres, wheels and alignments for every vehicle, fitted by our tyre specialists.`,
  '/finance-and-insurance': `Finance and insurance for cars, motorcycles and trucks, arranged by our in-house specialists.`,
  '/neotek': `Neotek: paint protection, tinting and detailing for new and used vehicles.`,
  '/4x4-outdoor': `4x4 and outdoor accessories, fitted by specialists: bull bars, canopies, suspension, lighting and more.`,
};

export const DEFAULT_CONTENT = `Information about this page is coming soon. Contact {name} on {phone} for help.`;
