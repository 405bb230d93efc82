import { frameAncestorsFrom, loadConfig } from '../../server/config';
import { frameOptions } from '../../server/plugins/security-headers';

describe('FRAME_ANCESTORS', () => {
  test('未设置时只允许本站嵌入', () => {
    expect(loadConfig({}, '/srv/atrium').frameAncestors).toEqual(["'self'"]);
    expect(frameAncestorsFrom('  ')).toEqual(["'self'"]);
  });

  test('以空格或逗号分隔；self 与 none 可不加引号', () => {
    expect(frameAncestorsFrom('self https://portal.example.com')).toEqual([
      "'self'",
      'https://portal.example.com',
    ]);
    expect(frameAncestorsFrom("'self', https://*.example.com:8443 http://localhost:3000")).toEqual([
      "'self'",
      'https://*.example.com:8443',
      'http://localhost:3000',
    ]);
    expect(frameAncestorsFrom('none')).toEqual(["'none'"]);
  });

  test('拒绝会改写策略的值与和 none 并列的来源', () => {
    expect(() => frameAncestorsFrom("'self'; script-src *")).toThrow(/FRAME_ANCESTORS/);
    expect(() => frameAncestorsFrom("'unsafe-inline'")).toThrow(/不是有效的来源/);
    expect(() => frameAncestorsFrom('none https://a.example.com')).toThrow(/'none'/);
  });

  test('X-Frame-Options 与 frame-ancestors 一致：只有本站为 SAMEORIGIN，不允许为 DENY，多个来源不发送', () => {
    expect(frameOptions(["'self'"])).toBe('SAMEORIGIN');
    expect(frameOptions(["'none'"])).toBe('DENY');
    expect(frameOptions(['https://portal.example.com'])).toBeUndefined();
    expect(frameOptions(["'self'", 'https://portal.example.com'])).toBeUndefined();
  });
});
