import styled from 'styled-components';
import { Badge, Button, ButtonLink, Card, CardContent, CardDescription, CardTitle } from '@tj/design-system';
import { pricingPlans, type PricingPlan } from '../constants/pricingPlans';
import { CardGrid, LandingSection } from './LandingSection';

const PlanCard = styled(Card)<{ $popular: boolean }>`
  border-color: ${({ $popular, theme }) => ($popular ? theme.color.primary : theme.color.border)};

  > div { display: flex; flex-direction: column; gap: 12px; height: 100%; }
  .plan-heading { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
  .plan-heading h3 { margin: 0; }
  .plan-price { margin: 0; }
  .plan-amount { font-size: 2rem; font-weight: 700; }
  .plan-period { color: ${({ theme }) => theme.color.textMuted}; }
  .plan-features { flex: 1; margin: 0; padding-left: 20px; }
  .plan-note { margin: 0; color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
`;

function PlanAction({ plan }: { plan: PricingPlan }) {
  const variant = plan.popular ? 'primary' : 'outline';
  if (plan.ctaHref) {
    return (
      <ButtonLink variant={variant} href={plan.ctaHref} fullWidth>
        {plan.ctaText}
      </ButtonLink>
    );
  }
  // No page to go to yet: the action says so rather than leading nowhere.
  const noteId = `plan-${plan.name.toLowerCase().replace(/\W+/g, '-')}-note`;
  return (
    <>
      <Button variant={variant} fullWidth disabled aria-describedby={noteId}>
        {plan.ctaText}
      </Button>
      <p className="plan-note" id={noteId}>
        Sales contact coming soon.
      </p>
    </>
  );
}

/** The three plans of SPEC §9, word for word. */
export function PricingSection() {
  return (
    <LandingSection id="pricing" title="Pricing" lead="Start with the free trial; no credit card required.">
      <CardGrid $min={260}>
        {pricingPlans.map((plan) => (
          <PlanCard key={plan.name} $popular={plan.popular} aria-label={plan.name} role="group">
            <CardContent>
              <div className="plan-heading">
                <CardTitle>{plan.name}</CardTitle>
                {plan.popular && <Badge>Most Popular</Badge>}
              </div>
              <p className="plan-price">
                <span className="plan-amount">{plan.price}</span> <span className="plan-period">{plan.period}</span>
              </p>
              <CardDescription>{plan.description}</CardDescription>
              <ul className="plan-features">
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <PlanAction plan={plan} />
            </CardContent>
          </PlanCard>
        ))}
      </CardGrid>
    </LandingSection>
  );
}
