import { describe, expect, it } from 'vitest';
import { provisioningReading } from '../../src/shared/agents/provisioning';

describe('whether the service has finished setting up a new agent', () => {
  it('reads is_active as the spec says: true is ready, anything else still provisioning', () => {
    expect(provisioningReading({ is_active: true })).toBe('ready');
    expect(provisioningReading({ is_active: false })).toBe('provisioning');
    expect(provisioningReading({})).toBe('provisioning');
  });

  it('lets a status field in words it knows win, whatever its spelling, for services that send one', () => {
    expect(provisioningReading({ is_active: false, status: 'Ready' })).toBe('ready');
    expect(provisioningReading({ is_active: true, status: 'provisioning' })).toBe('provisioning');
    expect(provisioningReading({ is_active: false, status: 'In progress' })).toBe('provisioning');
    expect(provisioningReading({ is_active: false, provisioning_status: 'completed', status: 'pending' })).toBe('ready');
    expect(provisioningReading({ is_active: false, status: 'FAILED' })).toBe('failed');
  });

  it('falls back to is_active when the status is a word it does not know', () => {
    expect(provisioningReading({ is_active: true, status: 'blue' })).toBe('ready');
    expect(provisioningReading({ is_active: false, status: 42 })).toBe('provisioning');
  });
});
