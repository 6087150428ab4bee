import styled from 'styled-components';
import { Card, CardContent, CardDescription, CardTitle } from '@tj/design-system';
import { privacyPolicySections } from './privacy/constants/privacyPolicySections';

const Page = styled.main`
  max-width: 800px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  h1 { margin: 0; font-size: ${({ theme }) => theme.fontSize.xl}; }
`;

const SectionText = styled.p`
  margin: 0;
`;

// A public page (pre-rendered, no router): its links are plain links.
export function PrivacyPolicyPage() {
  return (
    <Page>
      <a href="/">Back to Home</a>
      <header>
        <h1>Privacy Policy</h1>
        <CardDescription as="p">Effective January 2025. Last updated January 21, 2025.</CardDescription>
      </header>
      {privacyPolicySections.map((section) => (
        <Card as="section" key={section.title} aria-labelledby={section.id}>
          <CardContent>
            <CardTitle as="h2" id={section.id}>
              {section.title}
            </CardTitle>
            <SectionText>{section.text}</SectionText>
          </CardContent>
        </Card>
      ))}
    </Page>
  );
}
