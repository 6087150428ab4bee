import styled from 'styled-components';
import { footerLinks } from '../constants/footerLinks';

const Footer = styled.footer`
  padding: 24px 0 32px;
  border-top: 1px solid ${({ theme }) => theme.color.border};

  ul { display: flex; flex-wrap: wrap; gap: 8px 24px; margin: 0; padding: 0; list-style: none; }
  a { display: inline-block; padding: 4px 0; }
  .footer-soon { display: inline-block; padding: 4px 0; color: ${({ theme }) => theme.color.textMuted}; }
`;

/** SPEC §2's footer; API, Help Center and Contact have no page yet and say so. */
export function LandingFooter() {
  return (
    <Footer>
      <nav aria-label="Footer">
        <ul>
          {footerLinks.map((link) => (
            <li key={link.label}>
              {'href' in link ? <a href={link.href}>{link.label}</a> : <span className="footer-soon">{link.label} (coming soon)</span>}
            </li>
          ))}
        </ul>
      </nav>
    </Footer>
  );
}
