import { useEffect } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { screen } from '@testing-library/react';

let navigate: NavigateFunction = () => undefined;

/** Rendered beside the app: the address as the browser would show it. */
export function Address() {
  const location = useLocation();
  const go = useNavigate();
  useEffect(() => {
    navigate = go;
  }, [go]);
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

export const address = () => screen.getByRole('status', { name: 'address' }).textContent;

/** The browser's Back (-1) and Forward (1) buttons. */
export const goInHistory = (delta: number) => void navigate(delta);
