import { describe, expect, it, vi } from 'vitest';
import { readServerSetting } from './read-server-setting.ts';

describe('readServerSetting', () => {
  it('reads one variable with its schema default, empty counting as unset', () => {
    expect(readServerSetting('LOG_LEVEL', { LOG_LEVEL: 'debug' })).toBe('debug');
    expect(readServerSetting('LOG_LEVEL', {})).toBe('info');
    expect(readServerSetting('DATA_DIR', { DATA_DIR: '' })).toBe('./data');
    expect(readServerSetting('DATA_DIR', { DATA_DIR: '/var/rfi' })).toBe('/var/rfi');
  });

  it('ignores the other variables, even invalid ones', () => {
    expect(readServerSetting('LOG_LEVEL', { LOG_LEVEL: 'warn', PORT: 'not a port' })).toBe('warn');
  });

  it('throws naming the variable when its value is invalid', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => readServerSetting('LOG_LEVEL', { LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    quiet.mockRestore();
  });
});
