import { gql } from '@apollo/client';

export const ASSESSMENT_FIELDS = gql`
  fragment AssessmentFields on PsychologyAssessment {
    id
    completedAt
    openness
    conscientiousness
    extraversion
    agreeableness
    neuroticism
  }
`;
