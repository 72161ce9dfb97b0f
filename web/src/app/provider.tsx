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

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
