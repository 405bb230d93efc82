import { presetPalettes } from '@ant-design/colors';
import { render } from '@testing-library/react';
import { ConfigProvider, Tag, theme } from 'antd';
import {
  contrastRatio,
  readablePresetTexts,
  themeComponents,
  themeTokens,
} from '../../../core/app/theme-tokens';

const WHITE = '#ffffff';

/** An `rgba(0, 0, 0, a)` text over white, as the #rrggbb it paints. */
function overWhite(rgba: string): string {
  const alpha = Number(/rgba\(0, ?0, ?0, ?([\d.]+)\)/.exec(rgba)?.[1]);
  const channel = Math.round(255 * (1 - alpha))
    .toString(16)
    .padStart(2, '0');
  return `#${channel}${channel}${channel}`;
}

describe('theme tokens: every colour pair the console paints reaches WCAG AA', () => {
  const tokens = theme.getDesignToken({ token: themeTokens('#1890ff') });

  it.each(Object.keys(presetPalettes).filter((key) => key !== 'grey'))(
    'a %s tag: its text on its light fill',
    (key) => {
      const text = tokens[`${key}7` as keyof typeof tokens] as string;
      const fill = tokens[`${key}1` as keyof typeof tokens] as string;
      expect(contrastRatio(text, fill)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each([
    ['success', tokens.colorSuccess, tokens.colorSuccessBg],
    ['warning', tokens.colorWarning, tokens.colorWarningBg],
    ['error', tokens.colorError, tokens.colorErrorBg],
    ['processing', tokens.colorInfo, tokens.colorInfoBg],
  ])('a %s status tag', (_status, text, fill) => {
    expect(contrastRatio(text, fill)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['a primary button', tokens.colorPrimary],
    ['a primary button under the pointer', tokens.colorPrimaryHover],
    ['a primary button pressed', tokens.colorPrimaryActive],
  ])('white text on %s', (_state, fill) => {
    expect(contrastRatio(WHITE, fill)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['link', tokens.colorLink],
    ['link under the pointer', tokens.colorLinkHover],
  ])('a %s on white', (_name, colour) => {
    expect(contrastRatio(colour, WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['placeholder', tokens.colorTextPlaceholder],
    ['secondary text', tokens.colorTextSecondary],
    ['description', tokens.colorTextDescription],
  ])('%s on white', (_name, colour) => {
    expect(contrastRatio(overWhite(colour), WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it("reaches antd's CSS variables, which the legacy `gold-7` key also writes", () => {
    render(
      <ConfigProvider theme={{ token: themeTokens('#1890ff') }}>
        <Tag color="gold">管理员</Tag>
      </ConfigProvider>,
    );
    const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('\n');
    expect(css).toContain(`--ant-gold-7:${readablePresetTexts().gold7}`);
  });

  it('leaves a preset text that already passes as antd has it', () => {
    for (const [key, palette] of Object.entries(presetPalettes)) {
      const text = readablePresetTexts()[`${key}7`] as string;
      if (contrastRatio(palette[6] as string, palette[0] as string) >= 4.5) expect(text).toBe(palette[6]);
      else expect(text).not.toBe(palette[6]);
    }
  });
});

describe('card headers of one style', () => {
  it('a small card (a side panel) heads like the default card beside it', () => {
    const defaults = theme.getDesignToken();
    const card = themeComponents().Card;
    expect(card.headerFontSizeSM).toBe(defaults.fontSizeLG);
    expect(card.headerHeightSM).toBe(defaults.fontSizeLG * defaults.lineHeightLG + defaults.padding * 2);
  });
});
