// ESLint rule: a code comment that cites a document (`SPEC §2`, `DECISIONS §4`, `METRICS.md`,
// README's "Section") cites one that exists in this repository, with that section. A reader who
// clones the repository must be able to follow every citation.
import { danglingReferencesIn } from './doc-references.mjs';

export const noDanglingDocReferences = {
  meta: {
    type: 'problem',
    docs: { description: 'Comments cite only documents and sections that exist in the repository' },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          for (const problem of danglingReferencesIn(comment.value, context.filename)) {
            context.report({ loc: comment.loc, message: `Dangling document reference: ${problem}` });
          }
        }
      },
    };
  },
};
