import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useService } from '../di/services-context';
import { NavigationService } from '../services/navigation-service';
import { RouterNavigationService } from '../services/router-navigation-service';

/** Hands the router's navigate and location to the Navigation service (rendered inside the router). */
export function NavigationBridge() {
  const navigation = useService(NavigationService);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (navigation instanceof RouterNavigationService) navigation.attach(navigate);
  }, [navigation, navigate]);
  useEffect(() => {
    if (navigation instanceof RouterNavigationService) navigation.locate(`${pathname}${search}`);
  }, [navigation, pathname, search]);
  return null;
}
