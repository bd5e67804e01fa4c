export { SignatureStep } from './ui/SignatureStep/SignatureStep';
