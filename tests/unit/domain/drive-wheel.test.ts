import { describe, expect, it } from 'vitest';
import { driveWheelConfiguration } from '../../../src/domain/drive-wheel';

describe('driveWheelConfiguration: the feed drive text as schema.org DriveWheelConfigurationValue', () => {
  it.each([
    ['AWD', 'AllWheelDriveConfiguration'],
    ['All Wheel Drive', 'AllWheelDriveConfiguration'],
    ['all-wheel drive', 'AllWheelDriveConfiguration'],
    ['4WD', 'FourWheelDriveConfiguration'],
    ['4x4', 'FourWheelDriveConfiguration'],
    ['4X4', 'FourWheelDriveConfiguration'],
    ['Four Wheel Drive', 'FourWheelDriveConfiguration'],
    ['Part Time 4WD', 'FourWheelDriveConfiguration'],
    ['FWD', 'FrontWheelDriveConfiguration'],
    ['Front Wheel Drive', 'FrontWheelDriveConfiguration'],
    ['RWD', 'RearWheelDriveConfiguration'],
    ['Rear Wheel Drive', 'RearWheelDriveConfiguration'],
    ['4X2', 'RearWheelDriveConfiguration'],
    ['4x2', 'RearWheelDriveConfiguration'],
  ])('%s -> %s', (drive, value) => {
    expect(driveWheelConfiguration(drive)).toBe(value);
  });
  it.each([null, undefined, '', '  ', '2WD', '6x4', 'null', 'Unknown'])('%s names none: null (left out)', (drive) => {
    expect(driveWheelConfiguration(drive)).toBeNull();
  });
});
