import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button, Card, CardContent, CardDescription, CardTitle, cssVar } from '@tj/design-system';
import { features, plans, testimonials } from './landing/content';
import { LandingHeader } from './landing/LandingHeader';

const CardGrid = styled.div<{ $min: number }>`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(${({ $min }) => $min}px, 1fr));
`;

export function LandingPage() {
  const navigate = useNavigate();
  const toSignIn = () => navigate('/sign-in');
  return (
    <div style={{ maxWidth: 1120, margin: '0 auto', padding: '0 24px' }}>
      <LandingHeader />

      <main>
        <section aria-labelledby="hero-title" style={{ padding: '64px 0', textAlign: 'center' }}>
          <h1 id="hero-title">Your trades, honestly analysed</h1>
          <p>Import from your broker, see what really makes and loses you money, and get a Play Book built for you.</p>
          <Button size="lg" onClick={toSignIn}>Start Free Trial</Button>
          <p>14-day free trial with all features. No credit card required. Cancel anytime.</p>
        </section>

        <section id="features" aria-labelledby="features-title">
          <h2 id="features-title">Features</h2>
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
        </section>

        <section id="pricing" aria-labelledby="pricing-title">
          <h2 id="pricing-title">Pricing</h2>
          <CardGrid $min={260}>
            {plans.map((plan) => (
              <Card key={plan.name}>
                <CardContent>
                  {plan.popular && <Badge variant="success">Most Popular</Badge>}
                  <CardTitle>{plan.name}</CardTitle>
                  <p>
                    <strong>{plan.price}</strong> {plan.period}
                  </p>
                  <CardDescription>{plan.description}</CardDescription>
                  <ul>
                    {plan.features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                  <Button variant={plan.popular ? 'primary' : 'outline'} onClick={toSignIn}>
                    {plan.ctaText}
                  </Button>
                </CardContent>
              </Card>
            ))}
          </CardGrid>
        </section>

        <section id="testimonials" aria-labelledby="testimonials-title">
          <h2 id="testimonials-title">Reviews</h2>
          <CardGrid $min={260}>
            {testimonials.map((review) => (
              <Card key={review.name}>
                <CardContent>
                  <p>“{review.content}”</p>
                  <p>
                    {review.name}, {review.role} · <span aria-label={`${review.rating} out of 5`}>{'★'.repeat(review.rating)}</span>
                  </p>
                  <Badge variant="outline">{review.performance}</Badge>
                </CardContent>
              </Card>
            ))}
          </CardGrid>
        </section>

        <section aria-labelledby="cta-title" style={{ padding: '48px 0', textAlign: 'center' }}>
          <h2 id="cta-title">Start journaling with evidence</h2>
          <Button size="lg" onClick={toSignIn}>Start Free Trial</Button>
        </section>
      </main>

      <footer style={{ display: 'flex', flexWrap: 'wrap', gap: 16, padding: '24px 0', borderTop: `1px solid ${cssVar('color', 'border')}` }}>
        <a href="#features">Features</a>
        <a href="#pricing">Pricing</a>
        <Link to="/privacy-policy">Privacy Policy</Link>
        <Link to="/analytics-test">Analytics Test</Link>
      </footer>
    </div>
  );
}
