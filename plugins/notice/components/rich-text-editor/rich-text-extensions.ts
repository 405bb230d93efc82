import StarterKit from '@tiptap/starter-kit';

/**
 * What the notice editor can write: exactly the markup the server and `SafeHtml` keep (paragraphs,
 * h2/h3, bold, italic, underline, strike, lists, quotes, code, rules and links). Headings stop at
 * level 3 (h1 would compete with the notice's title); links are not followed while editing.
 */
export const richTextExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
    },
  }),
];
