import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setAppNavigator } from './navigation';

/** Hands the router's navigate function to navigateTo(); renders nothing. */
export function NavigatorBinding() {
  const navigate = useNavigate();
  useEffect(() => {
    setAppNavigator(navigate);
    return () => setAppNavigator(null);
  }, [navigate]);
  return null;
}
