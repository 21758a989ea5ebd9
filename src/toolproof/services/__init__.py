"""Built-in doubles of real APIs, one package per API with the same files in each."""
