// Standalone dev entry (`nx serve <remote>`); the shell loads ./app through remoteEntry instead.
import('./bootstrap');
