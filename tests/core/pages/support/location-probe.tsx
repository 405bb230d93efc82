import { useLocation } from 'react-router-dom';

/** Renders where the router is, so a test can assert the route a page navigated to. */
export function LocationProbe({ label }: { label: string }) {
  const location = useLocation();
  return <div data-testid="location">{`${label}:${location.pathname}${location.search}`}</div>;
}
