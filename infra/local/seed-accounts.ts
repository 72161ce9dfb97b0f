/** The seeded accounts and their password (README 'Seeded accounts'): light, so `npm start` can name them without loading the seed. */
import type { Role } from '@shared/domain/roles';

export const DEMO_PASSWORD_DEFAULT = 'Demo-Password-2026';

export interface SeedAccount {
  email: string;
  name: string;
  role: Role;
  partner: 'Demo Agency' | 'Other Client';
  isConceptOnly?: boolean;
}

export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  { email: 'super@demo.test', name: 'Sam Super', role: 'super', partner: 'Demo Agency' },
  { email: 'admin@demo.test', name: 'Ada Admin', role: 'admin', partner: 'Demo Agency' },
  { email: 'selfserviceadmin@demo.test', name: 'Sofia Self-Service Admin', role: 'selfServiceAdmin', partner: 'Demo Agency' },
  { email: 'selfservicemanager@demo.test', name: 'Max Self-Service Manager', role: 'selfServiceManager', partner: 'Demo Agency' },
  { email: 'selfservicereviewer@demo.test', name: 'Rita Self-Service Reviewer', role: 'selfServiceReviewer', partner: 'Demo Agency' },
  { email: 'manager@demo.test', name: 'Mona Manager', role: 'manager', partner: 'Demo Agency' },
  { email: 'reviewer@demo.test', name: 'Remy Reviewer', role: 'reviewer', partner: 'Demo Agency' },
  { email: 'analyst@demo.test', name: 'Ana Analyst', role: 'analyst', partner: 'Demo Agency' },
  { email: 'conceptsonly@demo.test', name: 'Cody Concepts', role: 'manager', partner: 'Demo Agency', isConceptOnly: true },
  { email: 'other-admin@demo.test', name: 'Olga Other', role: 'selfServiceAdmin', partner: 'Other Client' },
];
