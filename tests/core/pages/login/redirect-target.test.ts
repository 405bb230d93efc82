import { redirectTarget } from '@core/pages/login/redirect-target';

describe('redirectTarget', () => {
  it('keeps a path inside the console', () => {
    expect(redirectTarget('/reports?tab=2', '/')).toBe('/reports?tab=2');
  });

  it('falls back when absent or pointing elsewhere', () => {
    expect(redirectTarget(null, '/')).toBe('/');
    expect(redirectTarget('', '/dashboard')).toBe('/dashboard');
    expect(redirectTarget('https://evil.example/', '/')).toBe('/');
    expect(redirectTarget('//evil.example/', '/')).toBe('/');
    expect(redirectTarget('/\\evil.example/', '/')).toBe('/');
  });
});
