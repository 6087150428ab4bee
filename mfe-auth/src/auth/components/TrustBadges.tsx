import { Badge } from '@tj/design-system';

export function TrustBadges() {
  return (
    <ul aria-label="Security" style={{ display: 'flex', gap: 8, listStyle: 'none', padding: 0, flexWrap: 'wrap' }}>
      {['Secure Login', 'Encrypted Data', 'GDPR Compliant'].map((badge) => (
        <li key={badge}>
          <Badge variant="outline">{badge}</Badge>
        </li>
      ))}
    </ul>
  );
}
