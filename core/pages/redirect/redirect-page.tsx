import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** /redirect/{path}: a refresh helper that replaces itself with /{path} (spec §2 "Helpers"). */
export default function RedirectPage() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = location.pathname.replace(/^\/redirect/, '') || '/';
    navigate(`${target}${location.search}`, { replace: true });
  }, [location, navigate]);
  return null;
}
