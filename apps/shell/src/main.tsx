// The async boundary lets Module Federation settle the shared singletons before any app code runs.
import('./bootstrap');
