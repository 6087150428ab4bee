import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@tj/design-system/app';
import { AppRoutes } from './routes/AppRoutes';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
