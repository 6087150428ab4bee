import { LoadingStatus } from '@tj/design-system';

/** The page's shape while the insights load: a section's heading, then two sections. */
export function InsightsSkeleton() {
  return <LoadingStatus label="Loading insights" blocks={[{ height: 28, width: '40%' }, 180, 180]} />;
}
