import { Card, CardContent, CardDescription, CardTitle } from '@tj/design-system';
import { features } from '../constants/features';
import { CardGrid, LandingSection } from './LandingSection';

export function FeaturesSection() {
  return (
    <LandingSection id="features" title="Features" lead="Everything here works today, from the import to the Play Book.">
      <CardGrid $min={240}>
        {features.map((feature) => (
          <Card key={feature.title}>
            <CardContent>
              <CardTitle>{feature.title}</CardTitle>
              <CardDescription>{feature.text}</CardDescription>
            </CardContent>
          </Card>
        ))}
      </CardGrid>
    </LandingSection>
  );
}
