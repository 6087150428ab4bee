import { useEffect, useState } from 'react';
import { Button } from '@tj/design-system';
import { requestJson } from '../../api/http';
import { GOOGLE_NOT_CONFIGURED } from '../constants/messages';

interface GoogleButtonProps {
  label: string;
  returnTo?: string;
  onNavigate?: () => void;
}

/**
 * Google sign-in is a browser navigation to /api/login (the OAuth authorization-code flow runs on
 * the server). When the server has no Google client configured, the button says so instead.
 */
export function GoogleButton({ label, returnTo, onNavigate }: GoogleButtonProps) {
  const [configured, setConfigured] = useState<boolean | null>(null);

  useEffect(() => {
    let current = true;
    requestJson<{ google?: boolean }>('GET', '/api/auth/providers').then(
      ({ google }) => current && setConfigured(Boolean(google)),
      () => current && setConfigured(false),
    );
    return () => {
      current = false;
    };
  }, []);

  const start = () => {
    onNavigate?.();
    const query = returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : '';
    window.location.assign(`/api/login${query}`);
  };

  return (
    <div>
      <Button variant="outline" fullWidth disabled={!configured} onClick={start} aria-describedby={configured === false ? 'google-unavailable' : undefined}>
        {label}
      </Button>
      {configured === false && (
        <p id="google-unavailable" style={{ fontSize: '0.875rem' }}>
          {GOOGLE_NOT_CONFIGURED}
        </p>
      )}
    </div>
  );
}
