import { applicationTitle } from './application-title';
import './application-icon.css';

/** Background colours for the drawn icons, each dark enough for white text (WCAG AA, ≥ 4.5:1). */
const ICON_COLOURS = ['#1765c1', '#0e7c66', '#7044c4', '#b5470f', '#a8296c', '#3c5a99', '#5b6b00', '#c0392b'];

/** The same application always gets the same colour. */
function colourOf(key: string): string {
  let hash = 0;
  for (const character of key) hash = (hash * 31 + character.codePointAt(0)!) >>> 0;
  return ICON_COLOURS[hash % ICON_COLOURS.length]!;
}

/**
 * The application's icon, else the first character of its name on a colour of its own. Plain elements
 * (no antd Avatar, which measures its text on every mount): lists of thousands stay cheap.
 */
export function ApplicationIcon({
  application,
  size = 40,
}: {
  application: { name: string; pcName?: string | null; iconUrl?: string | null; agentId?: string };
  size?: number;
}) {
  const title = applicationTitle(application);
  const box = { width: size, height: size, fontSize: Math.round(size * 0.45) };
  return application.iconUrl ? (
    <img className="market-icon" src={application.iconUrl} alt="" style={box} />
  ) : (
    <span
      className="market-icon"
      aria-hidden="true"
      style={{ ...box, background: colourOf(application.agentId ?? title) }}
    >
      {title.slice(0, 1)}
    </span>
  );
}
