import { configFor } from '@core/embed/micro-frontend';

/** The embedded console's API (issue 33): its own server's origin when its code came from another one. */
describe('configFor', () => {
  const own = window.location.origin;

  it('calls the console’s own server when its code came from another origin than the host page', () => {
    expect(configFor({}, 'https://console.example.com').baseUrls).toEqual({
      business: 'https://console.example.com',
      auth: 'https://console.example.com',
      openPlatform: 'https://console.example.com',
    });
  });

  it('keeps relative calls when the code came from the host page’s origin, or its origin is unknown', () => {
    expect(configFor({}, own).baseUrls).toEqual({ business: '', auth: '', openPlatform: '' });
    expect(configFor({}, undefined).baseUrls).toEqual({ business: '', auth: '', openPlatform: '' });
  });

  it('leaves the base URLs a host names alone, and fills only the unset ones', () => {
    const config = configFor(
      {
        config: {
          baseUrls: { business: 'https://api.example.com', auth: '', openPlatform: '' },
          requestTimeoutMs: 9000,
        },
      },
      'https://console.example.com',
    );
    expect(config.baseUrls).toEqual({
      business: 'https://api.example.com',
      auth: 'https://console.example.com',
      openPlatform: 'https://console.example.com',
    });
    expect(config.requestTimeoutMs).toBe(9000);
  });
});
