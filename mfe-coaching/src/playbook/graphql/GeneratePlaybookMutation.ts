import { gql } from '@apollo/client';
import { PLAYBOOK_FIELDS } from './PlaybookFields';

export const GENERATE_PLAYBOOK_MUTATION = gql`
  ${PLAYBOOK_FIELDS}
  mutation GeneratePlaybook {
    generatePlaybook {
      ...PlaybookFields
    }
  }
`;
