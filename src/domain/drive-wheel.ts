/** schema.org's DriveWheelConfigurationValue enumeration (https://schema.org/DriveWheelConfigurationValue). */
export type DriveWheelConfiguration =
  'AllWheelDriveConfiguration' | 'FourWheelDriveConfiguration' | 'FrontWheelDriveConfiguration' | 'RearWheelDriveConfiguration';

/**
 * The feed's drive text ("4x4", "Front Wheel Drive", "AWD", "4X2"...) as one of schema.org's drive-wheel values,
 * or null when it names none of them ("2WD" does not say which axle; "6x4" is not in the enumeration), so that
 * structured data never claims a configuration the feed did not state. A 4x2 is a rear-wheel-drive ute or truck:
 * the term is used for those, front-driven cars are sold as FWD.
 */
export function driveWheelConfiguration(drive: string | null | undefined): DriveWheelConfiguration | null {
  const d = (drive ?? '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '')
    .replace(/×/g, 'x');
  if (d === '') return null;
  if (d === 'awd' || d.includes('allwheeldrive')) return 'AllWheelDriveConfiguration';
  if (d === '4x4' || d.includes('4wd') || d.includes('fourwheeldrive')) return 'FourWheelDriveConfiguration';
  if (d === 'fwd' || d.includes('frontwheeldrive') || d === '4x2front') return 'FrontWheelDriveConfiguration';
  if (d === 'rwd' || d.includes('rearwheeldrive') || d === '4x2' || d === '4x2rear') return 'RearWheelDriveConfiguration';
  return null;
}
