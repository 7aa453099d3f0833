import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('loads the demo car wash only when DEMO_DATA says so', () => {
    expect(loadConfig({}).demoData).toBe(false);
    expect(loadConfig({ DEMO_DATA: '1' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
    expect(() => loadConfig({ DEMO_DATA: 'si' })).toThrow(ConfigError);
  });
});
