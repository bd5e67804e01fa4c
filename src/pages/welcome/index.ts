export { WelcomePage } from './ui/WelcomePage/WelcomePage';
