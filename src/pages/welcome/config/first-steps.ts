import type { Role } from '@/shared/api';

export interface FirstStep {
  title: string;
  description: string;
  to: string;
  action: string;
}

/** The first things worth doing, per role. */
export const FIRST_STEPS: Record<Role, FirstStep[]> = {
  admin: [
    {
      title: 'Check your company details',
      description: 'Name, address and contact details your team sees.',
      to: '/settings/company',
      action: 'Company settings',
    },
    {
      title: 'Invite your marketers',
      description: 'They invite their agents, who invite their clients.',
      to: '/marketers',
      action: 'Go to marketers',
    },
    {
      title: 'Upload your first materials',
      description: 'Folders and documents to share down the line.',
      to: '/materials',
      action: 'Go to materials',
    },
  ],
  marketer: [
    {
      title: 'Invite your agents',
      description: 'Each agent then invites their own clients.',
      to: '/agents',
      action: 'Go to agents',
    },
    {
      title: 'Browse the materials',
      description: 'What your company shares with you.',
      to: '/materials',
      action: 'Go to materials',
    },
    {
      title: 'Complete your profile',
      description: 'A photo and your National Producer Number.',
      to: '/settings/profile',
      action: 'Your profile',
    },
  ],
  agent: [
    {
      title: 'Invite your clients',
      description: 'They get a link to create their account.',
      to: '/clients',
      action: 'Go to clients',
    },
    {
      title: 'Browse the materials',
      description: 'Documents to send to your clients.',
      to: '/materials',
      action: 'Go to materials',
    },
    {
      title: 'Complete your profile',
      description: 'A photo and your licence details.',
      to: '/settings/profile',
      action: 'Your profile',
    },
  ],
  client: [
    {
      title: 'See what was shared with you',
      description: 'Documents and forms from your agent.',
      to: '/materials',
      action: 'Go to materials',
    },
    {
      title: 'Complete your profile',
      description: 'Your contact details and a photo.',
      to: '/settings/profile',
      action: 'Your profile',
    },
  ],
};
