// libyaml (Debian libyaml-dev, Homebrew libyaml): the YAML parser whose events MRefreshFiles composes.
#include <yaml.h>
