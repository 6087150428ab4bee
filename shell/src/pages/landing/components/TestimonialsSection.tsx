import styled from 'styled-components';
import { Badge, Card, CardContent } from '@tj/design-system';
import { testimonials } from '../constants/testimonials';
import { CardGrid, LandingSection } from './LandingSection';

const Review = styled.figure`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;

  blockquote { margin: 0; }
  blockquote p { margin: 0; }
  figcaption { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
  .review-name { color: ${({ theme }) => theme.color.text}; font-weight: 600; }
  .review-stars { color: ${({ theme }) => theme.color.warning}; letter-spacing: 2px; }
  .review-badges { display: flex; flex-wrap: wrap; gap: 8px; }
`;

/** SPEC §2's three sample reviews, each marked as one: no customer said them. */
export function TestimonialsSection() {
  return (
    <LandingSection
      id="testimonials"
      title="Reviews"
      lead="Sample reviews: written to show how traders use the journal, not quotes from customers."
    >
      <CardGrid $min={260}>
        {testimonials.map((review) => (
          <Card key={review.name}>
            <CardContent>
              <Review>
                <div className="review-badges">
                  <Badge variant="warning">Sample review</Badge>
                  <Badge variant="outline">{review.performance}</Badge>
                </div>
                <span className="review-stars" role="img" aria-label={`${review.rating} out of 5 stars`}>
                  {'★'.repeat(review.rating)}
                  {'☆'.repeat(5 - review.rating)}
                </span>
                <blockquote>
                  <p>“{review.content}”</p>
                </blockquote>
                <figcaption>
                  <span className="review-name">{review.name}</span>, {review.role}
                </figcaption>
              </Review>
            </CardContent>
          </Card>
        ))}
      </CardGrid>
    </LandingSection>
  );
}
