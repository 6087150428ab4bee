import { gql } from '@apollo/client';
import { PLAYBOOK_FIELDS } from './PlaybookFields';

export const PLAYBOOK_PAGE_QUERY = gql`
  ${PLAYBOOK_FIELDS}
  query PlaybookPage {
    psychologyAssessment {
      id
    }
    playbook {
      ...PlaybookFields
    }
  }
`;
