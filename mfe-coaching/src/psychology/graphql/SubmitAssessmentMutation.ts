import { gql } from '@apollo/client';
import { ASSESSMENT_FIELDS } from './AssessmentFields';

export const SUBMIT_ASSESSMENT_MUTATION = gql`
  ${ASSESSMENT_FIELDS}
  mutation SubmitAssessment($input: PsychologyAssessmentInput!) {
    submitPsychologyAssessment(input: $input) {
      ...AssessmentFields
    }
  }
`;
