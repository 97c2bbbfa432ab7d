// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DealerLocator from '../../../src/islands/site/DealerLocator';
import { postcodeLatLng } from '../../../src/lib/geo/postcodes';

afterEach(cleanup);

const locations = [
  { slug: 'gold-coast', name: 'Gold Coast', address: 'Southport QLD 4215', phone: '07 5500 0000', lat: -27.967, lng: 153.4 },
  { slug: 'brisbane', name: 'Brisbane', address: 'Brisbane QLD 4000', phone: '07 3000 0000', lat: -27.4698, lng: 153.0251 },
  { slug: 'hobart', name: 'Hobart', address: 'Hobart TAS 7000', phone: null, lat: -42.88, lng: 147.33 },
];

async function search(postcode: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Your postcode'), postcode);
  await user.click(screen.getByRole('button', { name: 'Find nearest' }));
}

describe('dealer locator', () => {
  it('lists the nearest locations first with distances', async () => {
    render(<DealerLocator locations={locations} />);
    await search('4000');
    const items = within(screen.getByRole('list', { name: 'Nearest locations to 4000' })).getAllByRole('listitem');
    expect(items.map((li) => within(li).getAllByRole('link')[0]?.textContent)).toEqual(['Brisbane', 'Gold Coast', 'Hobart']);
    expect(items[0]?.textContent).toContain(' 0 km');
  });

  it('names the list after the postcode it answers, not one typed since and not yet searched', async () => {
    render(<DealerLocator locations={locations} />);
    await search('4000');
    const field = screen.getByLabelText('Your postcode');
    await userEvent.setup().clear(field);
    await userEvent.setup().type(field, '7000');
    expect(screen.getByRole('list', { name: 'Nearest locations to 4000' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Find nearest' }));
    const items = within(screen.getByRole('list', { name: 'Nearest locations to 7000' })).getAllByRole('listitem');
    expect(within(items[0]!).getAllByRole('link')[0]?.textContent).toBe('Hobart');
  });

  it('rejects anything but 4 digits with the spec message', async () => {
    render(<DealerLocator locations={locations} />);
    await search('40');
    expect(screen.getByRole('alert').textContent).toBe('Invalid postcode. Please enter a 4-digit number.');
  });

  it("says 'Invalid postcode' when the postcode cannot be placed", async () => {
    render(<DealerLocator locations={locations} />);
    await search('9999');
    expect(screen.getByRole('alert').textContent).toBe('Invalid postcode');
  });

  it('places capital-city ranges and regional postcodes from the bundled table', () => {
    expect(postcodeLatLng('3000')).toEqual({ lat: -37.8136, lng: 144.9631 });
    expect(postcodeLatLng('2150')).not.toBeNull(); // a point
    expect(postcodeLatLng('4218')!.lat).toBeCloseTo(-28.0167, 3); // Gold Coast range
    expect(postcodeLatLng('0800')).not.toBeNull();
    expect(postcodeLatLng('9999')).toBeNull();
    expect(postcodeLatLng('400')).toBeNull();
  });
});
