export { DevAudioAnimationPage } from './ui/DevAudioAnimationPage/DevAudioAnimationPage';
