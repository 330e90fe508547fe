import { describe, expect, it } from 'vitest';
import { describeRouteError } from './route-error.ts';

describe('describeRouteError', () => {
  it('names a route response by status, an Error by message, anything else as text', () => {
    const response = { status: 404, statusText: 'Not Found', internal: true, data: '' };
    expect(describeRouteError(response)).toBe('404 Not Found');
    expect(describeRouteError(new Error('chunk failed to load'))).toBe('chunk failed to load');
    expect(describeRouteError('offline')).toBe('offline');
    expect(describeRouteError({ code: 7 })).toBe('{"code":7}');
  });
});
