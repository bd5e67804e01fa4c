import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { Brand } from '@/shared/ui/brand';
import { CompanyBrand } from './CompanyBrand';
import { NavigationList } from './NavigationList';
import type { NavigationGroups, ShellUser } from './types';

export interface NavigationDrawerContentProps {
  navigation: NavigationGroups;
  company: ShellUser['company'];
  onNavigate?: () => void;
}

export function NavigationDrawerContent({ navigation, company, onNavigate }: NavigationDrawerContentProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      {/* The company the member works in, as a landmark of its own beside the two navigations. */}
      <Box
        component="section"
        aria-label="Company"
        sx={{ px: 2.5, height: 64, display: 'flex', alignItems: 'center', flexShrink: 0 }}
      >
        {company.logo ? <CompanyBrand company={company} /> : <Brand caption={company.name} />}
      </Box>
      <Box component="nav" aria-label="Main" sx={{ flex: 1, overflowY: 'auto', px: 1.5, py: 1.5 }}>
        <NavigationList items={navigation.main} onNavigate={onNavigate} />
      </Box>
      {navigation.secondary.length > 0 ? (
        <>
          <Divider />
          <Box component="nav" aria-label="Account" sx={{ px: 1.5, py: 1.5 }}>
            <NavigationList items={navigation.secondary} onNavigate={onNavigate} />
          </Box>
        </>
      ) : null}
    </Box>
  );
}
