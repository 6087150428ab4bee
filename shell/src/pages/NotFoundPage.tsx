import { Link } from 'react-router-dom';
import { Card, CardContent, CardTitle } from '@tj/design-system';

export function NotFoundPage() {
  return (
    <main style={{ display: 'grid', placeItems: 'center', minHeight: '100vh', padding: 24 }}>
      <Card style={{ maxWidth: 480 }}>
        <CardContent>
          <CardTitle as="h1">404 Page Not Found</CardTitle>
          <p>Did you forget to add the page to the router?</p>
          <Link to="/">Back to Home</Link>
        </CardContent>
      </Card>
    </main>
  );
}
