import './skip-link.css';

/** The id of the shell's main landmark, where 跳到主要内容 takes the focus. */
export const MAIN_CONTENT_ID = 'atrium-main-content';

/**
 * 跳到主要内容: the shell's first focusable element, hidden until focused, so a keyboard user passes the
 * fixed bar, sidebar, navbar and tabs in one step. The link moves the focus itself: the data router
 * would otherwise treat `#…` as a navigation.
 */
export function SkipLink() {
  return (
    <a
      className="atrium-skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
    >
      跳到主要内容
    </a>
  );
}
