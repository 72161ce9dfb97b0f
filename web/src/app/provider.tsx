import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { useState, type ReactNode } from 'react';
import { AdblockDetector } from '@web/components/adblock-detector';
import { AuthSync } from '@web/features/auth/components/auth-sync';

/** Server state in TanStack Query; the API client already reports errors, so queries do not retry them. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The providers of every screen; `client` is the app's query client (the router's loaders use the same one). */
export function AppProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <ConfigProvider>
      <QueryClientProvider client={queryClient}>
        <AuthSync />
        <AdblockDetector />
        {children}
      </QueryClientProvider>
    </ConfigProvider>
  );
}
