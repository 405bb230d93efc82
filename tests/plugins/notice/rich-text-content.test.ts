import {
  hasRichText,
  isWebAddress,
  richTextLength,
  richTextPlainText,
  shortcutLabel,
} from '@plugins/notice/components/rich-text-editor/rich-text-content';

describe('rich text content', () => {
  it('reads the text as the server does: blocks apart, white space collapsed, entities decoded', () => {
    expect(
      richTextPlainText(
        '<h2>停电</h2><p>今晚 <strong>22:00</strong>&nbsp;起</p><ul><li>A&amp;B</li><li>&lt;C&gt;</li></ul>',
      ),
    ).toBe('停电 今晚 22:00 起 A&B <C>');
    expect(richTextPlainText('<p>一<br>二</p><hr><blockquote><p>三</p></blockquote>')).toBe('一 二 三');
    expect(richTextPlainText('<p>&#20013;&#x6587;</p>')).toBe('中文');
  });

  it('finds no text in empty markup', () => {
    for (const empty of ['', '<p></p>', '<p>  </p><ul><li><p></p></li></ul>', '<p><br></p>', undefined])
      expect(hasRichText(empty)).toBe(false);
    expect(hasRichText('<p>好</p>')).toBe(true);
  });

  it('counts characters of text, not of markup', () => {
    expect(richTextLength('<p><strong>通知</strong></p><p>ab</p>')).toBe(5);
    expect(richTextLength(`<p>${'字'.repeat(20_001)}</p>`)).toBe(20_001);
  });

  it('accepts only http(s) addresses with a host as links', () => {
    expect(isWebAddress('https://example.com/a?b=1')).toBe(true);
    expect(isWebAddress('http://园区.中国')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'example.com',
      'https://',
      'ftp://x.com',
      'https://a b.com',
      '',
    ])
      expect(isWebAddress(bad)).toBe(false);
  });

  it('names shortcuts for the platform', () => {
    expect(shortcutLabel('Mod-B', false)).toBe('Ctrl+B');
    expect(shortcutLabel('Mod-Shift-Z', false)).toBe('Ctrl+Shift+Z');
    expect(shortcutLabel('Mod-Alt-2', true)).toBe('⌘⌥2');
  });
});
