import { gql } from '@apollo/client';
import { ASSESSMENT_FIELDS } from './AssessmentFields';

export const PSYCHOLOGY_PAGE_QUERY = gql`
  ${ASSESSMENT_FIELDS}
  query PsychologyPage {
    assessmentItems {
      key
      trait
      text
    }
    psychologyAssessment {
      ...AssessmentFields
    }
  }
`;
