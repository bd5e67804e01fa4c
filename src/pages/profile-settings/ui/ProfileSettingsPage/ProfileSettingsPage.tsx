import Box from '@mui/material/Box';
import { useSelector } from 'react-redux';
import { roleLabel, selectCurrentUser } from '@/entities/session';
import { PageHeader } from '@/shared/ui/page-header';
import { AvatarUpload } from '../AvatarUpload/AvatarUpload';
import { ChangeEmailForm } from '../ChangeEmailForm/ChangeEmailForm';
import { ChangePasswordForm } from '../ChangePasswordForm/ChangePasswordForm';
import { MailPreferencesForm } from '../MailPreferencesForm/MailPreferencesForm';
import { ProfileDetailsForm } from '../ProfileDetailsForm/ProfileDetailsForm';
import { SettingsSection } from '../SettingsSection/SettingsSection';
import { SignOutEverywhere } from '../SignOutEverywhere/SignOutEverywhere';

export function ProfileSettingsPage() {
  const user = useSelector(selectCurrentUser);
  if (!user) return null;
  return (
    <>
      <PageHeader title="Profile" description="Your name, contact details, photo and password." />
      <Box sx={{ display: 'grid', gap: 3, maxWidth: 720 }}>
        <SettingsSection title="Photo" description={`${roleLabel(user.role)} at ${user.company.name}`}>
          <AvatarUpload user={user} />
        </SettingsSection>
        <SettingsSection title="Your details">
          <ProfileDetailsForm user={user} />
        </SettingsSection>
        <SettingsSection title="Email" description={`You sign in with ${user.email}.`}>
          <ChangeEmailForm currentEmail={user.email} />
        </SettingsSection>
        <SettingsSection title="Password" description="Changing it signs you out on every other device.">
          <ChangePasswordForm />
        </SettingsSection>
        <SettingsSection
          id="mail"
          title="Email notifications"
          description="For each kind of event: in the app only, an email at once, or in your digest."
        >
          <MailPreferencesForm />
        </SettingsSection>
        <SettingsSection title="Sessions" description="Signs you out on every device where you are signed in, this one included.">
          <SignOutEverywhere />
        </SettingsSection>
      </Box>
    </>
  );
}
