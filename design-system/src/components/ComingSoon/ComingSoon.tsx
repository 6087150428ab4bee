import { Card, CardContent, CardDescription, CardTitle } from '../Card/Card';

/** The honest placeholder of a page whose feature is not built yet: it claims nothing works. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Card>
      <CardContent>
        <CardTitle as="h1">{title}</CardTitle>
        <CardDescription>This page is coming soon.</CardDescription>
      </CardContent>
    </Card>
  );
}
